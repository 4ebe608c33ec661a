import type { FastifyRequest } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { EntityRequestBody } from '../services/entity-request-body';
import { toDecimal } from '../../shared/numbers/decimal';
import { deliveryMessage } from './delivery-messages';
import { batchesOfLine, packageCount, splitIntoPackages } from './package-split';

/** Most package barcodes one delivery note may hold: a label sheet a printer and a person can handle. */
export const MAX_PACKAGES_PER_NOTE = 2000;

/**
 * The command srmDeliveryHeader.doGenerateBarcodes {id}: the supplier packs each line (its batches, or the
 * whole quantity as one batch) into packages of the line's quantity per package and gets one barcode per
 * package (a plug-in: splitting a quantity into packages is not an expression). The note is saved through
 * the engine with the caller's rights, so only an editable note of his own supplier changes; each line's
 * barcodes are replaced, and new packages take new numbers from the barcode's autoNumber (BCyyMMdd-000001):
 * a code once printed is never handed out again.
 */
/** Packs the note's lines and saves one barcode line per package; the answer is the saved note and the package count. */
export async function generateBarcodes(engine: EntityEngine, id: number, actor: Actor): Promise<{ note: EntityRecord; packages: number }> {
  const language = actor.language;
  const note = await engine.findById('srmDeliveryHeader', id, actor, 'write');
  const lines = (note.lines as EntityRecord[] | undefined) ?? [];
  let total = 0;
  const planned = lines.map((line, index) => {
    const perPackage = toDecimal(line.packageQty);
    if (!perPackage || perPackage.lte(0)) {
      const message = deliveryMessage('packageQtyMissing', language, { line: String(line.lineNumber ?? index + 1) });
      throw new ApiError(message, [{ field: 'packageQty', line: { collection: 'lines', index }, message }]);
    }
    const batches = batchesOfLine(line);
    total += packageCount(batches, perPackage);
    return { line, batches, perPackage };
  });
  if (total > MAX_PACKAGES_PER_NOTE) throw new ApiError(deliveryMessage('tooManyPackages', language, { count: total, max: MAX_PACKAGES_PER_NOTE }));
  const saved = await engine.saveOrUpdate(
    'srmDeliveryHeader',
    {
      deliveryHeaderId: note.deliveryHeaderId,
      versionNum: note.versionNum,
      lines: planned.map(({ line, batches, perPackage }) => ({ deliveryLineId: line.deliveryLineId, barcodes: splitIntoPackages(batches, perPackage) })),
    },
    actor,
  );
  return { note: saved, packages: total };
}

/** The command srmDeliveryHeader.doGenerateBarcodes {id} (see above). */
export function generateBarcodesHandlers({ engine }: { engine: EntityEngine }): Map<string, (request: FastifyRequest) => Promise<unknown>> {
  const generate = async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const { note, packages } = await generateBarcodes(engine, new EntityRequestBody(request.body, language).id(), actor);
    return success(note, deliveryMessage('barcodesGenerated', language, { count: packages }));
  };
  return new Map([['srmDeliveryHeader.doGenerateBarcodes', generate]]);
}
