/** SPEC §7/§9: the cost estimate is total tokens times 0.00001. */
export const COST_PER_TOKEN = 0.00001;

/** SPEC §9: DeepSeek's own rates, USD per million input and output tokens. */
export const DEEPSEEK_RATES = { input: 0.14, output: 0.28 } as const;

/**
 * The cost of one call. DeepSeek's own models (ids `deepseek-…`, called on DeepSeek's API) use
 * its rates; the same model through OpenRouter (`deepseek/…`) is billed like any other.
 */
export function costOf(modelId: string, promptTokens: number, completionTokens: number): number {
  if (modelId.toLowerCase().startsWith('deepseek-')) {
    return (promptTokens * DEEPSEEK_RATES.input + completionTokens * DEEPSEEK_RATES.output) / 1e6;
  }
  return (promptTokens + completionTokens) * COST_PER_TOKEN;
}
