import { z } from 'zod';
import { Identifier, LocalizedText } from './common';

/**
 * System configuration shipped with the product (seed/system/*.json): the menu tree with the resource
 * (button) codes of each function menu, and the responsibilities that grant menus and resources.
 * Loaded into base_menu / base_resource / base_responsibility on every start (upsert by code).
 */
export const ResourceEntry = z
  .object({ code: Identifier, name: LocalizedText })
  .strict();

export type MenuEntry = {
  code: string;
  name: LocalizedText;
  icon?: string;
  route?: string;
  children?: MenuEntry[];
  resources?: z.infer<typeof ResourceEntry>[];
};

export const MenuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z
    .object({
      code: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'upper-case menu code'),
      name: LocalizedText,
      icon: z.string().optional(),
      route: z.string().optional().describe('screen route of a function menu (menuType 20); absent on a node (10)'),
      children: z.array(MenuEntry).optional(),
      resources: z.array(ResourceEntry).optional(),
    })
    .strict(),
);

export const ResponsibilityEntry = z
  .object({
    code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
    name: LocalizedText,
    userType: z.enum(['internal', 'supplier']),
    grants: z
      .record(z.string(), z.union([z.literal('*'), z.array(Identifier)]))
      .describe('menu code -> resource codes granted on it ("*" for all of the menu\'s resources)'),
  })
  .strict();
export type ResponsibilityEntry = z.infer<typeof ResponsibilityEntry>;

export const SystemConfig = z
  .object({
    $schema: z.string().optional(),
    menus: z.array(MenuEntry).min(1),
    responsibilities: z.array(ResponsibilityEntry).min(1),
  })
  .strict();
export type SystemConfig = z.infer<typeof SystemConfig>;

/** Lookup types and values shipped with the product (seed/system/lookups.json); missing ones are added on start. */
export const LookupSeed = z
  .object({
    $schema: z.string().optional(),
    types: z.array(
      z
        .object({
          lookupType: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
          meaning: z.string().min(1),
          meaningEn: z.string().min(1),
          customizationLevel: z.enum(['S', 'E', 'U']),
          values: z.array(
            z
              .object({
                code: z.string().min(1),
                cn: z.string().min(1),
                en: z.string().min(1),
                attribute1: z.string().optional(),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
  })
  .strict();
export type LookupSeed = z.infer<typeof LookupSeed>;
