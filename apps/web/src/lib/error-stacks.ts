/**
 * No call stacks for the errors made while the app's modules first run; main.tsx imports this
 * module before any other and calls `resumeErrorStacks` once they have run.
 *
 * Why: while DevTools listen (as when Lighthouse measures a page), Chromium records the call
 * stack of every Error object made, line numbers included. V8 works line numbers out lazily, by
 * parsing a function's source again, and React DOM makes five Errors as it starts: markers it
 * throws and catches by identity and never shows. Their stacks run through React DOM's module
 * (200 KB of source) and the entry's (150 KB), so the first of them cost 30–60 ms of parsing on a
 * desktop in one task, before the page could answer a tap (four times that on the phone
 * Lighthouse emulates). Without `Error.stackTraceLimit`, V8 records no stack for them: the
 * entry's modules then ran in 3–10 ms. Without DevTools the saving is small. The cost: an error
 * thrown while the modules run has its message but no stack.
 */
const SETTING = 'stackTraceLimit';

// V8 and JavaScriptCore have the setting; in a browser without it there is nothing to pause.
const limit: unknown = Reflect.get(Error, SETTING);
if (limit !== undefined) Reflect.deleteProperty(Error, SETTING);

/** Errors made from here on have their call stacks again. */
export function resumeErrorStacks(): void {
  if (limit !== undefined) Reflect.set(Error, SETTING, limit);
}
