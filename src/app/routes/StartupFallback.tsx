/**
 * What the window shows before the router knows the first page (a deep link under /main waits for the screen
 * routes): the running top bar only. Plain markup, outside every provider-dependent component.
 */
export function StartupFallback() {
  return <div className="srm-route-loading-bar srm-route-loading-bar--running" role="presentation" />;
}
