import { describe, expect, it } from 'vitest';
import type { CustomModel } from '../../contract/custom-models.ts';
import { customModelChoices } from './custom-models.ts';

const model = (overrides: Partial<CustomModel> = {}): CustomModel => ({
  id: 'abc',
  name: 'Analyst',
  base_model: 'gpt-4o',
  system_instructions: 'x',
  opening_statement: null,
  document_count: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  is_imported: false,
  original_owner_name: null,
  share_token: null,
  is_public: false,
  share_count: 0,
  documents: [],
  ...overrides,
});

describe('custom models in pickers', () => {
  it('offers them to pickers as custom-<id>', () => {
    expect(customModelChoices([model()])).toEqual([
      { value: 'custom-abc', label: 'Analyst (Custom)', description: 'gpt-4o' },
    ]);
    expect(customModelChoices(undefined)).toEqual([]);
  });
});
