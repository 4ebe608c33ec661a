import type { FieldError } from '../../shared/api/envelope';
import { findField } from '../../shared/entity/entity-catalog';
import type { Actor } from './entity-engine.types';
import { engineMessage, validationError } from './engine-messages';
import { fieldLabel } from './entity-fields';
import type { LinePlan, PlannedLine } from './save-lines';

/** Whether this save sets the flag to Y: a new line holding Y, or a stored line changed from another value. */
function setsCurrent(line: PlannedLine, flag: string): boolean {
  return line.record[flag] === 'Y' && (line.stored === undefined || line.stored[flag] !== 'Y');
}

/**
 * A collection's `oneCurrent` rule, applied to the lines as they will be saved (lines of lines too): in each
 * group (the values of `per`) at most one line holds Y. The line this save made current wins and the
 * group's other lines are set N (an older drawing version stays, no longer current); two lines made
 * current in one group are refused on the second, with the group's value.
 */
export function applyOneCurrent(plans: readonly LinePlan[], actor: Actor): void {
  const errors: FieldError[] = [];
  const visit = (list: readonly LinePlan[]): void => {
    for (const plan of list) {
      for (const line of plan.lines) visit(line.children);
      const rule = plan.collection.oneCurrent;
      if (!rule || !plan.replace) continue;
      const groups = new Map<string, PlannedLine[]>();
      for (const line of plan.lines) {
        if (line.record[rule.flag] !== 'Y') continue;
        const key = JSON.stringify(rule.per.map((name) => String(line.record[name] ?? '').trim()));
        groups.set(key, [...(groups.get(key) ?? []), line]);
      }
      for (const current of groups.values()) {
        if (current.length < 2) continue;
        const made = current.filter((line) => setsCurrent(line, rule.flag));
        if (made.length > 1 || made.length === 0) {
          const flagField = findField(plan.entity, rule.flag);
          const groupLabels = rule.per.map((name) => {
            const field = findField(plan.entity, name);
            return field ? fieldLabel(field, actor.language) : name;
          });
          const offending = made.length > 1 ? made[1] : current[1];
          errors.push({
            field: rule.flag,
            line: offending.location,
            message: engineMessage(actor.language, 'twoCurrentLines', {
              group: groupLabels.join('/'),
              value: rule.per.map((name) => String(offending.record[name] ?? '')).join('/'),
              flag: flagField ? fieldLabel(flagField, actor.language) : rule.flag,
            }),
          });
          continue;
        }
        for (const line of current) {
          if (line === made[0]) continue;
          line.record[rule.flag] = 'N';
          if (line.changed !== 'all') line.changed[rule.flag] = 'N';
        }
      }
    }
  };
  visit(plans);
  if (errors.length > 0) throw validationError(actor.language, errors);
}
