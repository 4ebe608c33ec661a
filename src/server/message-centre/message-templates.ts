import { Liquid, type Template } from 'liquidjs';
import type { FieldError } from '../../shared/api/envelope';
import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';
import { messageText } from './message-texts';

/** The four texts of a template, by field name. */
export const TEMPLATE_FIELDS = ['subjectCn', 'bodyCn', 'subjectEn', 'bodyEn'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type TemplateTexts = Record<TemplateField, string>;

const FIELD_LABELS: Record<TemplateField, { CN: string; EN: string }> = {
  subjectCn: { CN: '中文标题', EN: 'Subject (Chinese)' },
  bodyCn: { CN: '中文内容', EN: 'Body (Chinese)' },
  subjectEn: { CN: '英文标题', EN: 'Subject (English)' },
  bodyEn: { CN: '英文内容', EN: 'Body (English)' },
};

/**
 * Liquid (liquidjs) as the message centre uses it: no file system, only own properties of the data, output
 * not escaped (the channels carry plain text), a render limited in time and size so a template cannot hang
 * a delivery.
 */
const liquid = new Liquid({ ownPropertyOnly: true, strictFilters: true, renderLimit: 1000, memoryLimit: 1e7, parseLimit: 1e6 });

/** Parsed templates by text: a template is parsed once per process, however many messages it renders. */
const parsed = new Map<string, Template[]>();
const MOST_PARSED = 500;

function positionOf(error: unknown): { line: number; col: number } {
  const token = (error as { token?: { getPosition?: () => [number, number] } }).token;
  const position = token?.getPosition?.();
  return position ? { line: position[0], col: position[1] } : { line: 1, col: 1 };
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // liquidjs appends ", line:1, col:3" and sometimes the source excerpt: the position is given separately.
  return message.split('\n')[0].replace(/, line:\d+, col:\d+$/, '');
}

/** The syntax errors of the texts, each on its field with the line and column ("模板语法错误：中文内容 第 2 行..."). */
export function templateSyntaxErrors(texts: Partial<TemplateTexts>, language: Language): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of TEMPLATE_FIELDS) {
    const text = texts[field];
    if (typeof text !== 'string' || text === '') continue;
    try {
      parse(text);
    } catch (error) {
      const { line, col } = positionOf(error);
      errors.push({ field, message: messageText('templateSyntax', language, { label: FIELD_LABELS[field][language], line, col, reason: reasonOf(error) }) });
    }
  }
  return errors;
}

function parse(text: string): Template[] {
  const known = parsed.get(text);
  if (known) return known;
  const templates = liquid.parse(text);
  if (parsed.size >= MOST_PARSED) parsed.delete(parsed.keys().next().value as string);
  parsed.set(text, templates);
  return templates;
}

/** Renders the four texts over the data; a syntax or render error is an ApiError naming the field and line. */
export async function renderTemplate(texts: TemplateTexts, data: Record<string, unknown>, language: Language): Promise<TemplateTexts> {
  const errors = templateSyntaxErrors(texts, language);
  if (errors.length > 0) throw new ApiError(errors[0].message, errors);
  const out = {} as TemplateTexts;
  for (const field of TEMPLATE_FIELDS) {
    try {
      out[field] = String(await liquid.render(parse(texts[field] ?? ''), data));
    } catch (error) {
      const message = messageText('templateRender', language, { label: FIELD_LABELS[field][language], reason: reasonOf(error) });
      throw new ApiError(message, [{ field, message }]);
    }
  }
  return out;
}

/**
 * The data a preview renders: each variable of the source ("record.poNumber") set to its sample value, as
 * nested objects ({record: {poNumber: ...}}).
 */
export function sampleData(variables: readonly { variableCode: unknown; sampleValue: unknown }[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const variable of variables) {
    const path = String(variable.variableCode ?? '').split('.').map((part) => part.trim()).filter((part) => part !== '');
    if (path.length === 0 || path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')) continue;
    const raw = variable.sampleValue === null || variable.sampleValue === undefined ? '' : String(variable.sampleValue);
    // A whole number becomes a number (templates compare it); an amount keeps its written decimals ("113000.00").
    const value = /^-?(0|[1-9]\d{0,14})$/.test(raw) ? Number(raw) : raw;
    let node = data;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Record<string, unknown>;
    }
    node[path[path.length - 1]] = value;
  }
  return data;
}
