import { z } from 'zod';

/**
 * A tab listing the record's related documents (findDocumentLinks): what it was generated from and what was
 * generated from it; the code of a document opens the edit route given for its entity.
 */
export const DocumentLinksTab = z
  .object({
    routes: z
      .record(z.string(), z.string())
      .default({})
      .describe('entity -> edit route that opens its documents: {"srmDeliveryHeader": "deliveryNote/deliveryNoteEdit"}; others show the code as text'),
  })
  .strict();
export type DocumentLinksTab = z.infer<typeof DocumentLinksTab>;
