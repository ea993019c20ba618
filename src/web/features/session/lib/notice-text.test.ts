import { describe, expect, it } from 'vitest';
import { CONVERSATION_TEXT } from '../../../../contract/conversations.ts';
import { withoutLeadingEmoji } from './notice-text.ts';

describe('withoutLeadingEmoji', () => {
  it("drops SPEC's error mark and older notices' emoji, variation selectors included", () => {
    expect(withoutLeadingEmoji(CONVERSATION_TEXT.errorMessage('Timed out'))).toBe(
      'Error: Timed out',
    );
    expect(withoutLeadingEmoji('⚠️ The last reply could not be saved.')).toBe(
      'The last reply could not be saved.',
    );
    expect(withoutLeadingEmoji('🔴 Circuit breaker activated')).toBe('Circuit breaker activated');
  });

  it('keeps a text without one as it is, and emoji further on', () => {
    expect(withoutLeadingEmoji(CONVERSATION_TEXT.breakerReset)).toBe(
      CONVERSATION_TEXT.breakerReset,
    );
    expect(withoutLeadingEmoji('Well done 🎉')).toBe('Well done 🎉');
  });
});
