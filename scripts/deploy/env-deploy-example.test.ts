// @vitest-environment node
/**
 * `.env.deploy.example` documents the deploy's inputs, and these tests hold it to what the deploy
 * reads: every input once, each under a comment of its own, nothing else; and copied as it is to
 * `.env.deploy`, the deploy asks for exactly the required inputs, and puts every optional setting
 * back to the functions' default.
 */
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEPLOY_ENV_FILE, INPUT_NAMES, INPUTS, missingInputs, readInputs } from './inputs';
import { makeRoot, REPO_ROOT, VALID_ENV } from './test-support';
import { validateInputs } from './validate';

const TEXT = readFileSync(join(REPO_ROOT, '.env.deploy.example'), 'utf8');

/** Each `NAME=value` line, with the comment lines right above it. */
function variables(text: string): { name: string; value: string; comment: string[] }[] {
  const found: { name: string; value: string; comment: string[] }[] = [];
  let comment: string[] = [];
  for (const line of text.split('\n')) {
    const variable = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (variable) {
      found.push({ name: variable[1]!, value: variable[2]!, comment });
      comment = [];
    } else if (line.startsWith('#') && !line.startsWith('# ---')) {
      comment.push(line);
    } else {
      comment = [];
    }
  }
  return found;
}

let root: string;
beforeEach(() => {
  root = makeRoot();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('.env.deploy.example', () => {
  const listed = variables(TEXT);

  it('lists every input the deploy reads, once, each under a comment of its own', () => {
    expect(listed.map(({ name }) => name).sort()).toEqual([...INPUT_NAMES].sort());
    for (const { name, comment } of listed) expect(comment, name).not.toEqual([]);
  });

  it('holds no value: nothing in it is anyone’s real setting', () => {
    expect(listed.filter(({ value }) => value !== '')).toEqual([]);
  });

  it('copied as it is, the deploy asks for the required inputs and puts the defaults back', () => {
    copyFileSync(join(REPO_ROOT, '.env.deploy.example'), join(root, DEPLOY_ENV_FILE));
    const read = readInputs({}, root);
    expect(missingInputs(read.values).map(({ name }) => name)).toEqual(
      INPUTS.filter(({ need }) => need === 'required').map(({ name }) => name),
    );

    const required = Object.fromEntries(
      Object.entries(VALID_ENV).filter(([name]) =>
        INPUTS.some((spec) => spec.name === name && spec.need === 'required'),
      ),
    );
    const filled = readInputs(required, root);
    const { inputs, problems } = validateInputs(filled, { minPasswordLength: 12 });
    expect(problems).toEqual([]);
    expect(inputs?.tuning).toEqual({});
    expect(inputs?.extraOrigins).toEqual([]);
    expect(inputs?.emailApiKey).toBeUndefined();
    expect(inputs?.chatApiKey).toBeUndefined();
    expect([...(inputs?.cleared ?? [])].sort()).toEqual(
      INPUTS.filter(({ need, name }) => need === 'extra' && name !== 'CHAT_ALLOWED_ORIGINS')
        .map(({ name }) => name)
        .sort(),
    );
  });
});
