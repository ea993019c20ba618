/**
 * The model's word banks are data (data/*.ts), written as records: an "@name head" line, then
 * "key: value" lines. A repeated key collects its values in order, so a bank of sentences is
 * one line per sentence, and short values share a line ("a | b"); "- value" lines are a
 * record's plain list (key "-").
 */
export type DataRecord = { name: string; head: string; fields: Record<string, string[]> };

export function readRecords(text: string): DataRecord[] {
  const records: DataRecord[] = [];
  for (const line of text.split('\n').map((row) => row.trim())) {
    const start = /^@(\S+)\s*(.*)$/.exec(line);
    const field = line.startsWith('- ')
      ? ['-', line.slice(2)]
      : /^([^:]+?): (.*)$/.exec(line)?.slice(1);
    const record = records.at(-1);
    if (start) records.push({ name: start[1]!, head: start[2]!, fields: {} });
    else if (record && field) (record.fields[field[0]!] ??= []).push(...field[1]!.split(' | '));
    else if (line) throw new Error(`Unreadable data line: ${line}`);
  }
  return records;
}

/** Every value of a key, comma-separated lists split into their items. */
export function listOf(record: DataRecord, key: string): string[] {
  return (record.fields[key] ?? []).flatMap((value) => value.split(/,\s*/));
}

/** The plain list ("- value" lines) of the record with this name; a missing one is a data error. */
export function bankOf(records: DataRecord[], name: string): string[] {
  const found = records.find((record) => record.name === name)?.fields['-'];
  if (!found) throw new Error(`No bank named ${name}`);
  return found;
}
