import type { CallOptions, CompanionModel, ReplyInput, ReplyOutput, ReplyStream } from './types';

/** The model's reply as it is written: its own stream, or its whole reply as one piece when it cannot stream. */
export function replyStream(model: CompanionModel, input: ReplyInput, options: CallOptions): ReplyStream {
  if (model.streamReply) return model.streamReply(input, options);
  return (async function* whole() {
    const output = await model.reply(input, options);
    yield output.text;
    return output;
  })();
}

/** A reply stream run to its end: the whole reply. */
export async function drain(stream: ReplyStream): Promise<ReplyOutput> {
  for (;;) {
    const step = await stream.next();
    if (step.done) return step.value;
  }
}

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** A finished text as a stream of its sentences, each with the space after it: they join back to the text. */
export async function* streamBySentence(output: ReplyOutput): ReplyStream {
  for (const { segment } of sentences.segment(output.text)) yield segment;
  return output;
}
