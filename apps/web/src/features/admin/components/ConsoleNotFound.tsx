import { ConsolePage } from './ConsolePage';

/** An address under /admin that no section of this operator's has. */
export function ConsoleNotFound() {
  return (
    <ConsolePage title="No such page" description="The console has no page at this address.">
      <p className="text-muted">Pick a section from the console's menu.</p>
    </ConsolePage>
  );
}
