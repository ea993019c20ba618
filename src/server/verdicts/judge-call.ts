import type { ModelClass } from '../../contract/models.ts';
import { JUDGE_PROMPT_TEXT, VERDICT_TEXT, type JudgeAnswer } from '../../contract/verdicts.ts';
import { AppError } from '../lib/app-error.ts';
import { streamCompletion, type CompletionMessage } from '../providers/generate.ts';
import type { BuiltPrompt } from '../providers/prompts.ts';
import type { ResolvedModel } from '../providers/registry.ts';
import { estimatePromptTokens } from '../providers/tokens.ts';
import { refusalError, type Admission } from '../usage/service.ts';
import { parseJudgeText, type CheckedVerdict } from './check.ts';
import { judgeAnswerJsonSchema, type Transcript } from './judge-prompt.ts';

/**
 * Reserves a call's tokens in the judge model's class (decision 017): it asks for the model's
 * output cap and is granted what the class has left when less; refused: 402, or 429 while the
 * account's calls in flight hold what is left.
 */
export type AdmitCall = (call: {
  modelId: string;
  modelClass: ModelClass;
  promptTokens: number;
  maxOutputTokens: number;
}) => Promise<Admission>;

/**
 * Providers whose AI SDK adapter constrains the answer to a JSON Schema (structured output);
 * the others are asked for JSON in the text. Either way the answer is checked (check.ts).
 */
const STRUCTURED_OUTPUT = new Set(['openai', 'anthropic', 'google', 'xai']);

export const usesStructuredOutput = (provider: string) => STRUCTURED_OUTPUT.has(provider);

/**
 * Asks a provider's model for a verdict: structured output where the provider has it, JSON in
 * the text elsewhere, and one repair attempt when the answer does not hold (not JSON, off the
 * schema, slots not in the debate, an agent without a verbatim quote). Every call is admitted
 * and metered like a turn of the model's class, settled with the usage the provider reported
 * (DESIGN D2), used or not. A second failure is a 502 naming the problem.
 */
export async function askJudge(input: {
  resolved: ResolvedModel;
  prompt: BuiltPrompt;
  promptTokens: number;
  transcript: Transcript;
  admit: AdmitCall;
  /** Checks a parsed answer against the transcript (`checkVerdict`, wherever it runs). */
  check: (answer: unknown) => Promise<CheckedVerdict>;
}): Promise<JudgeAnswer> {
  const { resolved, prompt, admit, check } = input;
  const modelCap = resolved.settings.maxOutputTokens;
  const responseFormat = usesStructuredOutput(resolved.provider)
    ? ({ type: 'json', schema: judgeAnswerJsonSchema, name: 'verdict' } as const)
    : undefined;

  async function call(messages: CompletionMessage[], promptTokens: number): Promise<string> {
    const admission = await admit({
      modelId: resolved.modelId,
      modelClass: resolved.modelClass,
      promptTokens,
      maxOutputTokens: modelCap,
    });
    if (!admission.allowed) throw refusalError(admission);
    try {
      const result = await streamCompletion({
        resolved,
        ...(prompt.system ? { system: prompt.system } : {}),
        messages,
        maxOutputTokens: admission.maxOutputTokens,
        ...(responseFormat ? { responseFormat } : {}),
      });
      await admission.settle(result.usage);
      return result.text;
    } catch (error) {
      await admission.settle(null);
      throw error;
    }
  }

  const first = await call(prompt.messages, input.promptTokens);
  const checked = await check(parseJudgeText(first));
  if (checked.ok) return checked.answer;

  const repair: CompletionMessage[] = [
    ...prompt.messages,
    { role: 'assistant', content: first },
    { role: 'user', content: JUDGE_PROMPT_TEXT.repair(checked.problem) },
  ];
  const second = await call(repair, estimatePromptTokens({ ...prompt, messages: repair }));
  const repaired = await check(parseJudgeText(second));
  if (repaired.ok) return repaired.answer;
  throw new AppError(
    'provider_error',
    VERDICT_TEXT.judgeFailed(resolved.modelId, repaired.problem),
  );
}
