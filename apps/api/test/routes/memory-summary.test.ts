import { pathOf } from '@kindred/contract';
import { expect, it, vi } from 'vitest';
import type { SummaryInput } from '../../src/companion';
import { describeEachDatabase } from '../helpers/app';
import { characterIdsFor, chat, ScriptedModel, signUpChatter } from '../helpers/chat';
import { bearer, type TestUser } from '../helpers/users';

/** A model that also writes summaries: the first few fail, to show the rules step in. */
class SummarizingModel extends ScriptedModel {
  readonly summaries: SummaryInput[] = [];
  failing = false;

  async summarize(input: SummaryInput) {
    this.summaries.push(input);
    // As slow as a model: the summary due after the next reply is asked for before this one is stored.
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (this.failing) throw new Error('The summary model is down');
    return `They talked about ${input.turns.length} turns of things.`;
  }
}

const model = new SummarizingModel();
const CHARACTER = characterIdsFor(30)[0] ?? '';
/** Long enough that the turns before it leave the memory's window of recent turns. */
const LONG = `I spent the whole afternoon at the harbour watching the boats come in ${'and the gulls fighting over scraps '.repeat(12)}`;

describeEachDatabase(
  'summaries a model writes',
  (getApp) => {
    const summariesOf = async (user: TestUser) => {
      const response = await getApp().inject({
        url: `/api${pathOf('memories', { userId: user.id, characterId: CHARACTER })}`,
        headers: bearer(user.accessToken),
      });
      return response
        .json<{ data: Array<{ kind: string; content: string }> }>()
        .data.filter((memory) => memory.kind === 'summary')
        .map((memory) => memory.content);
    };

    it('are written by the model after the reply, once a batch of turns left the prompt, and only once', async () => {
      const user = await signUpChatter(getApp(), CHARACTER);
      for (let index = 0; index < 12; index += 1) await chat(getApp(), user, CHARACTER, `${index} ${LONG}`);
      await vi.waitFor(async () => expect(await summariesOf(user)).not.toEqual([]));
      const written = await summariesOf(user);
      expect(written[0]).toMatch(/^\d{1,2} \w+ \d{4}: They talked about \d+ turns of things\.$/);
      const asked = model.summaries.filter((input) => input.character.name);
      const summarized = asked.flatMap((input) => input.turns.map((turn) => turn.timestamp));
      expect(new Set(summarized).size).toBe(summarized.length);
    });

    it('fall back to the rules when the model cannot write one, and never cost a reply', async () => {
      model.failing = true;
      try {
        const user = await signUpChatter(getApp(), CHARACTER);
        for (let index = 0; index < 12; index += 1) {
          expect(await chat(getApp(), user, CHARACTER, `${index} ${LONG}`)).toContain('Reply to:');
        }
        await vi.waitFor(async () => expect(await summariesOf(user)).not.toEqual([]));
        expect((await summariesOf(user))[0]).not.toContain('They talked about');
      } finally {
        model.failing = false;
      }
    });
  },
  { overrides: { companionModel: model } },
);
