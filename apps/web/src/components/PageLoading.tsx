import { Spinner } from './ui/Spinner';

export function PageLoading() {
  return (
    <div className="flex justify-center py-24 text-muted">
      <Spinner label="Loading..." />
    </div>
  );
}
