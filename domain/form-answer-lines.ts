/** An answer's fields as 'name: value' lines for the admin's table (nested values as compact JSON). */
export function answerLines(answer: object): string[] {
  return Object.entries(answer).map(([key, value]: [string, unknown]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
}
