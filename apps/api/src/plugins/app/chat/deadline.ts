import { type CompanionModel, ModelTimeoutError, type ReplyInput, type ReplyOutput } from '../../../companion';

/**
 * The model's reply, or ModelTimeoutError once `timeoutMs` have passed. The model is told to stop
 * through its signal, and the answer does not wait for it to listen. A reply finished past the
 * deadline (work that held the process, so that the timer could not fire) is a timeout too.
 */
export async function replyWithin(model: CompanionModel, input: ReplyInput, timeoutMs: number): Promise<ReplyOutput> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ModelTimeoutError(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    const output = await Promise.race([model.reply(input, { signal: controller.signal }), deadline]);
    if (performance.now() - started > timeoutMs) throw new ModelTimeoutError(timeoutMs);
    return output;
  } finally {
    clearTimeout(timer);
  }
}
