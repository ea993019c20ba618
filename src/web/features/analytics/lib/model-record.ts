import { ANALYTICS_TEXT, type ModelRecord } from '../../../../contract/analytics.ts';
import { modelLabel } from '../../../../contract/custom-models.ts';

export type RecordColumn = Exclude<keyof ModelRecord, 'verdicts'>;
export type RecordSort = { column: RecordColumn; direction: 'ascending' | 'descending' };

/** The record table's columns, in order, with their headers. */
export const RECORD_COLUMNS: readonly { column: RecordColumn; label: string }[] = [
  { column: 'model', label: ANALYTICS_TEXT.model },
  { column: 'debates', label: ANALYTICS_TEXT.debates },
  { column: 'wins', label: ANALYTICS_TEXT.wins },
  { column: 'losses', label: ANALYTICS_TEXT.losses },
  { column: 'draws', label: ANALYTICS_TEXT.draws },
  { column: 'games', label: ANALYTICS_TEXT.games },
  { column: 'rating', label: ANALYTICS_TEXT.rating },
];

/** The records sorted by a column; ties keep the server's order (best rated first). */
export function sortRecords(
  records: readonly ModelRecord[],
  sort: RecordSort,
  label: (id: string) => string = modelLabel,
): ModelRecord[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const value = (record: ModelRecord) =>
    sort.column === 'model' ? label(record.model) : record[sort.column];
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => {
      const [x, y] = [value(a.record), value(b.record)];
      const order =
        typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
      return sign * order || a.index - b.index;
    })
    .map(({ record }) => record);
}

/** A header clicked: the same column flips its direction; another starts with the best first. */
export function nextSort(current: RecordSort, column: RecordColumn): RecordSort {
  if (current.column === column) {
    return {
      column,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return { column, direction: column === 'model' ? 'ascending' : 'descending' };
}
