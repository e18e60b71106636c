// The sales sequences of the Commerce entities (sequence_<entity>_<store> tables): one row per value drawn, so a value
// is never drawn twice even when its entity is deleted. The stores of an installation (0 and 1) have no prefix;
// a store added later has its id as prefix (SalesSequence's SequenceCreator and SequenceCreatorObserver).

import type { Table } from '../state.ts';

/** The next value of a store's sequence, formatted as the platform's increment ids (%s%'.09d). */
export function storeSequenceValue(sequence: Table, storeId: number): string {
  sequence.insert({ store_id: storeId }, 'sequence_value');
  const drawn = sequence.all().filter((row) => row.store_id === storeId).length;
  return `${storeId <= 1 ? '' : String(storeId)}${String(drawn).padStart(9, '0')}`;
}
