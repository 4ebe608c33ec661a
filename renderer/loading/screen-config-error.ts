/** The descriptor mistakes whose wording users see (spec 000 §5, §8), by renderer message key. */
export type ScreenConfigMessage = 'list.configureApi' | 'list.cellLinkMissing' | 'grid.uploadConfigMissing' | 'grid.cellButtonMissing';

/**
 * A descriptor mistake with a message of spec 000 §8 ("Please configure the API attribute",
 * "Cell link method not configured"): the renderer shows the wording in the UI language, then the detail.
 */
export class ScreenConfigError extends Error {
  constructor(
    readonly messageKey: ScreenConfigMessage,
    readonly detail: string,
  ) {
    super(`${messageKey}: ${detail}`);
    this.name = 'ScreenConfigError';
  }
}
