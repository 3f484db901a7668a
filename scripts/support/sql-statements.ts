/**
 * Splits SQL text into its statements at the semicolons outside quotes, dollar-quoted bodies and comments, so
 * generated SQL can become a migration of one statement per step (PGlite runs one statement per query).
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === "'") {
      index = text.indexOf("'", index + 1) + 1 || text.length;
    } else if (char === '-' && text[index + 1] === '-') {
      index = text.indexOf('\n', index) + 1 || text.length;
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(index))?.[0];
      index = tag ? text.indexOf(tag, index + tag.length) + tag.length || text.length : index + 1;
    } else if (char === ';') {
      statements.push(text.slice(start, index).trim());
      start = index + 1;
      index += 1;
    } else {
      index += 1;
    }
  }
  statements.push(text.slice(start).trim());
  return statements.filter((statement) => statement.length > 0);
}
