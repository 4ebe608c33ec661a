import { CronExpressionParser } from 'cron-parser';

/** The longest CRON expression a request keeps (scheduleRequest.cronExpression). */
const CRON_LENGTH = 100;

/**
 * The next moment strictly after `after` that the CRON expression names (five fields: minute hour
 * day-of-month month day-of-week, or six with seconds first), in the server's time zone.
 */
export function nextCronRun(expression: string, after: Date): Date {
  return CronExpressionParser.parse(expression, { currentDate: after }).next().toDate();
}

/** Why the expression is not a usable CRON expression, or null when it is. */
export function cronProblem(expression: string): string | null {
  const text = expression.trim();
  if (text === '' || text.length > CRON_LENGTH) return text === '' ? 'empty' : `longer than ${CRON_LENGTH} characters`;
  const fields = text.split(/\s+/).length;
  if (fields < 5 || fields > 6) return `${fields} field(s); 5 are expected (minute hour day month weekday)`;
  try {
    nextCronRun(text, new Date());
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
