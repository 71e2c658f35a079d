import { type ReactNode, Suspense } from 'react';

/**
 * A section of a server-rendered page that React hydrates on its own, after the page around it.
 * Hydrating a whole page is one render and one commit: its effects, refs and event wiring run in
 * a single task, 70–90 ms on our 2-core machines for the home page, and several times that on a
 * cheap phone, during which a tap waits. Behind a Suspense boundary a section keeps its server
 * HTML and is hydrated in a later render and commit of its own (React hydrates a tapped section
 * first). Nothing suspends here: there is no fallback to show, on the server or in the browser.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
