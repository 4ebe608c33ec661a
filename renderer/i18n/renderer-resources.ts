import { rendererMessagesCn } from './renderer-messages-cn';
import { rendererMessagesEn } from './renderer-messages-en';

export const RENDERER_NAMESPACE = 'renderer';

/** i18next resources of the renderer; the shell adds them to its instance (languages 'CN' and 'EN'). */
export const rendererResources = {
  CN: { [RENDERER_NAMESPACE]: rendererMessagesCn },
  EN: { [RENDERER_NAMESPACE]: rendererMessagesEn },
};
