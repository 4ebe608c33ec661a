/**
 * How the engine writes moments: server local time as text, the same on SQLite and PostgreSQL
 * (date 'yyyy-MM-dd', datetime 'yyyy-MM-dd HH:mm:ss'), so sorting and filters behave identically.
 */
function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function formatDate(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export function formatDateTime(moment: Date): string {
  return `${formatDate(moment)} ${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`;
}
