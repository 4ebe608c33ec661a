/** The ids that tie a tab of the strip to its pane (aria-controls / aria-labelledby): one pair per pane. */
export function tabElementIds(paneId: number): { tab: string; panel: string } {
  return { tab: `srm-tab-${paneId}`, panel: `srm-tab-panel-${paneId}` };
}
