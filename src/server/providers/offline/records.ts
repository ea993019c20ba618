/**
 * The model's word banks are data (data/*.ts), written as records: an "@name head" line, then
 * "key: value" lines. A repeated key collects its values in order, so a bank of sentences is
 * one line per sentence.
 */
export type DataRecord = { name: string; head: string; fields: Record<string, string[]> };

export function readRecords(text: string): DataRecord[] {
  const records: DataRecord[] = [];
  for (const line of text.split('\n').map((row) => row.trim())) {
    const start = /^@(\S+)\s*(.*)$/.exec(line);
    const colon = line.indexOf(': ');
    const record = records.at(-1);
    if (start) records.push({ name: start[1]!, head: start[2]!, fields: {} });
    else if (record && colon > 0)
      (record.fields[line.slice(0, colon)] ??= []).push(line.slice(colon + 2));
    else if (line) throw new Error(`Unreadable data line: ${line}`);
  }
  return records;
}

/** Every value of a key, comma-separated lists split into their items. */
export function listOf(record: DataRecord, key: string): string[] {
  return (record.fields[key] ?? []).flatMap((value) => value.split(/,\s*/));
}
