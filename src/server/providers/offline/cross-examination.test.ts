import { describe, expect, it } from 'vitest';
import {
  answerLead,
  byRelevance,
  claimToPress,
  pressQuestion,
  PRESSES,
} from './cross-examination.ts';
import { findMotion } from './find-motion.ts';

const motion = findMotion('Should schools ban phones in class?')!;

describe('cross-examination', () => {
  it('presses the weightiest claim, without its opener, split where two claims join', () => {
    expect(
      claimToPress(
        'Yes, teachers can collect phones at the door, as they already do in exams.',
        motion,
      ),
    ).toBe('teachers can collect phones at the door');
    expect(
      claimToPress(
        'Phones distract pupils from their lessons; grades rise where phones are banned.',
        motion,
      ),
    ).toBe('phones distract pupils from their lessons');
    expect(claimToPress('Where schools banned phones, grades rose within a year.', motion)).toBe(
      'grades rose within a year where schools banned phones',
    );
    expect(claimToPress('Why would you say that? You are wrong.', motion)).toBeUndefined();
  });

  it('never presses the same way twice while another way is left', () => {
    const turn = 'Grades rise where phones are banned from classrooms.';
    const asked: string[] = [];
    for (let seed = 0; seed < PRESSES.length; seed++) {
      const question = pressQuestion(turn, motion, asked, seed)!;
      expect(question).toContain('grades rise where phones are banned from classrooms');
      expect(question.endsWith('?')).toBe(true);
      asked.push(question);
    }
    expect(new Set(asked.map((question) => question.slice(0, 12))).size).toBe(PRESSES.length);
  });

  it('answers a yes-or-no question first, in its own words turned round', () => {
    expect(answerLead('Is a phone not a useful tool for research?', 'for', motion)).toBe(
      'No, I do not grant that a phone is a useful tool for research.',
    );
    expect(
      answerLead('Do you accept that some pupils need phones for medical apps?', 'for', motion),
    ).toBe(
      'I accept that some pupils need phones for medical apps, but it does not decide the motion.',
    );
    expect(
      answerLead('Do you deny that schools should ban phones in class?', 'against', motion),
    ).toBe('Yes, I deny that schools should ban phones in class.');
    expect(answerLead('Do you deny that schools should ban phones in class?', 'for', motion)).toBe(
      'No, I do not deny it: schools should ban phones in class.',
    );
    // Words about the speakers cannot be quoted back: the answer still says no first.
    expect(answerLead('Would you not let me finish?', 'for', motion)).toBe(
      'No, not as the question puts it.',
    );
  });

  it('leaves open questions to the case, and puts the sentences nearest the question first', () => {
    expect(answerLead('Who pays for the lockers?', 'for', motion)).toBeUndefined();
    expect(
      byRelevance(
        ['Pupils learn more.', 'Lockers cost little and schools pay for them.'],
        'Who pays for the lockers?',
      ),
    ).toEqual(['Lockers cost little and schools pay for them.', 'Pupils learn more.']);
  });
});
