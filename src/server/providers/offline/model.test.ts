import { describe, expect, it } from 'vitest';
import { OFFLINE_MODEL_ID } from '../../../contract/models.ts';
import { streamCompletion } from '../generate.ts';
import { buildPrompt } from '../prompts.ts';
import { parseConfig } from '../../config.ts';
import { createProviderRegistry } from '../registry.ts';
import { detectStance } from './analysis.ts';
import { findMotion } from './find-motion.ts';
import { stanceOfText } from './side.ts';
import { createOfflineModel } from './model.ts';

const registry = createProviderRegistry(
  parseConfig({ OFFLINE_MODEL_TOKENS_PER_SECOND: '0', OFFLINE_MODEL_SEED: '42' }).providers,
);

const opponent =
  'Nuclear power is the only proven way to deliver reliable low-carbon electricity at scale. ' +
  'France decarbonised its grid in fifteen years with nuclear power, while intermittent renewables still need backup.';

async function reply(instructions: string, documents?: { name: string; content: string }[]) {
  const resolved = await registry.resolve(OFFLINE_MODEL_ID);
  const prompt = buildPrompt({
    instructions,
    ...(documents ? { documents } : {}),
    history: [
      { sender: 'user', content: 'Should we build new nuclear power plants?' },
      { sender: 'model-a', content: opponent },
    ],
    selfSender: 'model-b',
    mode: 'duel',
    foldIntoSingleUserMessage: false,
  });
  return streamCompletion({ resolved, ...prompt });
}

describe('offline Sparring Partner', () => {
  it('answers the previous speaker, quoting one of their sentences, with usage', async () => {
    const result = await reply('You are a conservation biologist who opposes new nuclear plants.');
    const quoted = [...result.text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.toLowerCase());
    expect(quoted.some((quote) => opponent.toLowerCase().includes(quote))).toBe(true);
    const motion = findMotion('Should we build new nuclear power plants?')!;
    expect(stanceOfText(result.text, motion)).toBe('against');
    expect(result.text.split(/\s+/).length).toBeGreaterThan(50);
    expect(result.usage.promptTokens).toBeGreaterThan(0);
    expect(result.usage.completionTokens).toBeGreaterThan(0);
    expect(result.usage.totalTokens).toBe(
      result.usage.promptTokens + result.usage.completionTokens,
    );
    expect(result.finishReason).toBe('stop');
  });

  it('is deterministic for a seed and varies with the instructions', async () => {
    const a = await reply('You are a sceptical energy engineer.');
    const b = await reply('You are a sceptical energy engineer.');
    const c = await reply('You are an optimistic startup founder who supports it.');
    expect(a.text).toBe(b.text);
    expect(c.text).not.toBe(a.text);
  });

  it('cites a knowledge document by name', async () => {
    const result = await reply('You are a policy analyst.', [
      {
        name: 'Grid Study 2024.pdf',
        content:
          'Nuclear construction projects in Europe ran on average six years late. Costs doubled.',
      },
    ]);
    expect(result.text).toContain('Grid Study 2024.pdf');
  });

  it('returns the generator JSON for two agents and for MAX', async () => {
    const resolved = await registry.resolve(OFFLINE_MODEL_ID);
    const duel = await streamCompletion({
      resolved,
      messages: [
        {
          role: 'user',
          content:
            'Create a debate. Respond with JSON only: {"primaryInstructions", "alternativeInstructions", "openingMessage"}. Topic: a four-day work week',
        },
      ],
    });
    const parsed = JSON.parse(duel.text) as Record<string, string>;
    expect(Object.keys(parsed).sort()).toEqual(
      ['alternativeInstructions', 'openingMessage', 'primaryInstructions'].sort(),
    );
    expect(parsed['primaryInstructions']).toContain('four-day work week');

    const max = await streamCompletion({
      resolved,
      messages: [
        {
          role: 'user',
          content:
            'Return JSON with alphaInstructions, betaInstructions, gammaInstructions, deltaInstructions, epsilonInstructions and openingMessage for a debate about space mining.',
        },
      ],
    });
    expect(Object.keys(JSON.parse(max.text) as object)).toEqual([
      'alphaInstructions',
      'betaInstructions',
      'gammaInstructions',
      'deltaInstructions',
      'epsilonInstructions',
      'openingMessage',
    ]);
  });

  it('gives a closing statement once the other has closed, and says the debate ends', async () => {
    const resolved = await registry.resolve(OFFLINE_MODEL_ID);
    const history = [
      { sender: 'model-a', content: 'Should we build new nuclear power plants?' },
      { sender: 'model-b', content: opponent },
      {
        sender: 'model-a',
        content: 'In closing: we should not build them, because they cost too much.',
      },
    ];
    const prompt = buildPrompt({
      instructions: 'You are an energy engineer. You argue for the motion.',
      history,
      selfSender: 'model-b',
      mode: 'duel',
      foldIntoSingleUserMessage: false,
    });
    const closing = await streamCompletion({ resolved, ...prompt });
    expect(closing.text).toMatch(/^In closing\b/);
    expect(closing.endsDebate).toBe(true);
    // An ordinary reply does not end anything.
    expect((await reply('You are a sceptical energy engineer.')).endsDebate).toBe(false);
  });

  it('stops at maxOutputTokens with finish reason length', async () => {
    const resolved = await registry.resolve(OFFLINE_MODEL_ID);
    const result = await streamCompletion({
      resolved,
      maxOutputTokens: 5,
      messages: [{ role: 'user', content: 'Hello there, tell me about tides.' }],
    });
    expect(result.usage.completionTokens).toBe(5);
    expect(result.finishReason).toBe('length');
  });

  it('streams at the configured pace and stops when aborted', async () => {
    const model = createOfflineModel({ tokensPerSecond: 100, seed: 1 });
    const resolved = { ...(await registry.resolve(OFFLINE_MODEL_ID)), languageModel: model };
    const controller = new AbortController();
    const deltas: string[] = [];
    const started = Date.now();
    const pending = streamCompletion({
      resolved,
      abortSignal: controller.signal,
      messages: [{ role: 'user', content: 'Make your case about taxes on sugar.' }],
      onDelta: (delta) => {
        deltas.push(delta);
        if (deltas.length === 5) controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(deltas).toHaveLength(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });
});

describe('analysis', () => {
  it('detects stances', () => {
    expect(detectStance('You argue in favour of the plan.')).toBe('for');
    expect(detectStance('You are a sceptic who opposes it.')).toBe('against');
    expect(detectStance('You are a teacher.')).toBeUndefined();
    expect(detectStance('You are an urban planner who favours car-free centres.')).toBe('for');
    expect(detectStance('You represent shop owners worried about access.')).toBe('against');
  });
});
