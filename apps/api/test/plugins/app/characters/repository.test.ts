import { character, charactersResponse } from '@kindred/contract';
import { expect, it } from 'vitest';
import { seedCharacters } from '../../../../src/seed/characters';
import { describeEachDatabase } from '../../../helpers/app';
import { characterIdsFor, chat, ScriptedModel, signUpChatter } from '../../../helpers/chat';
import { bearer, injectOk, signUpUser, testProfile } from '../../../helpers/users';

const model = new ScriptedModel();

describeEachDatabase(
  'how a character talks',
  (getApp) => {
    it('is loaded with every seeded character', async () => {
      for (const { slug, scenario, exampleDialogue } of seedCharacters) {
        expect(await getApp().characters.findById(slug)).toMatchObject({ id: slug, scenario, exampleDialogue });
      }
    });

    it('is handed to the companion with a message', async () => {
      const seed = seedCharacters.find(({ slug }) => slug === characterIdsFor(testProfile.age)[0]);
      const id = seed?.slug ?? '';
      const user = await signUpChatter(getApp(), id);
      await chat(getApp(), user, id, 'What do you do all day?');
      expect(model.inputsFor(user.id)[0]?.character).toMatchObject({
        id,
        scenario: seed?.scenario,
        exampleDialogue: seed?.exampleDialogue,
      });
    });

    it('is shown by no character endpoint', async () => {
      const user = await signUpUser(getApp());
      const headers = bearer(user.accessToken);
      const { data } = charactersResponse.parse(
        await injectOk(getApp(), { url: '/api/characters?limit=100', headers }),
      );
      expect(data).toHaveLength(seedCharacters.length);
      for (const item of data) expect(() => character.strict().parse(item)).not.toThrow();
      for (const seed of seedCharacters) {
        // Read through the loader first, so the answer below is the very object the companion is given.
        await getApp().characters.findById(seed.slug);
        const response = await getApp().inject({ url: `/api/characters/${seed.slug}`, headers });
        expect(response.statusCode).toBe(200);
        expect(Object.keys(response.json().data).sort()).toEqual(Object.keys(character.shape).sort());
        expect(response.body).not.toContain(seed.scenario);
      }
    });
  },
  { overrides: { companionModel: model } },
);
