/** Emoji (and their joiners and variation selectors) at the start of a text, with the space after. */
const LEADING_EMOJI = /^[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+\s*/u;

/**
 * A notice's text without a leading emoji: SPEC §4's '❌' before a failed reply, or the mark an
 * older version stored before a system message. The screen draws an icon in its place, since
 * without an emoji font the emoji shows as an empty box.
 */
export const withoutLeadingEmoji = (content: string): string => content.replace(LEADING_EMOJI, '');
