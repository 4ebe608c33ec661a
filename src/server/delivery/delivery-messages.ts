import type { Language } from '../../shared/formats/common';

const MESSAGES = {
  packageQtyMissing: { cn: '第{line}行的每包装数量不能为空', en: 'Line {line}: enter the quantity per package' },
  tooManyPackages: { cn: '本次将生成{count}个包装条码，超过上限{max}个，请加大每包装数量', en: 'This would make {count} package barcodes, more than {max}: raise the quantity per package' },
  barcodesGenerated: { cn: '已生成{count}个包装条码', en: '{count} package barcodes generated' },
} as const;

export type DeliveryMessage = keyof typeof MESSAGES;

/** Messages of the delivery-note plug-ins, CN and EN. */
export function deliveryMessage(key: DeliveryMessage, language: Language, values: Record<string, string | number> = {}): string {
  const template = language === 'EN' ? MESSAGES[key].en : MESSAGES[key].cn;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
