import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/build-test-app';
import { createChatModel } from './index';

describe('createChatModel', () => {
  it('is the offline tutor unless a model service is set', () => {
    expect(createChatModel(testConfig())).toMatchObject({
      offline: true,
      name: "Kyu's offline tutor",
    });
  });

  it('is the OpenAI-compatible adapter, named after its model, when LLM_BASE_URL is set', () => {
    const model = createChatModel(
      testConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' }),
    );
    expect(model).toMatchObject({ offline: false, name: 'llama3.1' });
  });
});
