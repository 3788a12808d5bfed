// @vitest-environment node
/**
 * The post-deploy check, run for real against a local project that behaves as the host does (the
 * new keys, notify-owner emailing a mailbox, the chat's built-in responder) and a static server
 * standing in for the site. What it prints is what the owner reads after `npm run deploy`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../local-backend/mailbox/server';
import type { LocalBackend } from '../../local-backend/server';
import { startTestBackend } from '../../local-backend/test-support';
import { describeAddress, runPostDeployCheck } from './check';
import { recordingIo } from './test-support';
import type { DeployInputs } from './validate';

const OWNER = 'owner@example.test';

let backend: LocalBackend;
let mailbox: Mailbox;
let site: Server;
let inputs: DeployInputs;

beforeAll(async () => {
  mailbox = await startMailbox({ port: 0 });
  backend = await startTestBackend({
    notifyOwner: true,
    // As on the platform: the address the proxy saw is appended to what the caller wrote.
    trustCallerForwardedFor: false,
    functionEnv: { EMAIL_API_URL: mailbox.url, EMAIL_API_KEY: 'k', NOTIFY_EMAIL_TO: OWNER },
  });
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Site</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  inputs = {
    accessToken: 'sbp_unused',
    projectRef: 'abcdefghijklmnopqrst',
    siteUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}/`,
    supabaseUrl: backend.url,
    publishableKey: backend.publishableKey,
    secretKey: backend.secretKey,
    adminEmail: 'admin@example.test',
    adminPassword: 'unused-password',
    emailApiKey: 'k',
    notifyEmailTo: OWNER,
    notifyEmailFrom: 'Site <hello@example.test>',
    chatApiKey: undefined,
    emailApiUrl: undefined,
    notifyTimeZone: undefined,
    chatBaseUrl: undefined,
    chatModel: undefined,
  };
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await mailbox?.close();
  await new Promise((resolve) => site?.close(resolve));
});

beforeEach(async () => {
  mailbox.clear();
  mailbox.failNext(500, 0);
  await backend.db.pg.exec('delete from private.owner_emails');
});

/** `npm run deploy -- --check`, once the static host is connected. */
const AFTER_HOSTING = { siteRequired: true, testEmail: true };

async function checkMessages(): Promise<number> {
  const { rows } = await backend.db.pg.query<{ count: number }>(
    "select count(*)::int as count from public.contact_messages where name = 'Deploy check'",
  );
  return rows[0]!.count;
}

describe('the post-deploy check', () => {
  it('passes on a working project, emails the owner once, and leaves no message behind', async () => {
    const io = recordingIo();
    expect(await runPostDeployCheck(inputs, io, AFTER_HOSTING, { pollMs: 100 })).toBe(true);
    const output = io.output();
    expect(output).toContain(
      `ok   the site answers 200 (text/html; charset=utf-8) at ${inputs.siteUrl}`,
    );
    expect(output).toContain(
      `ok   a test message was stored in the Inbox and notify-owner emailed ${OWNER} about it`,
    );
    expect(output).toContain('ok   the chat answers (the built-in responder)');
    expect(output).toContain(
      'ok   the visit function takes beacons without a key (and refused the test one, as it should)',
    );
    expect(output).toContain(
      "ok   the reply function answers, and refuses a call without the owner's session",
    );
    // What each side received, and the address its limits use: the one the proxy appended.
    expect(output).toMatch(
      /ok {3}the database received cf-connecting-ip: \(none\), x-forwarded-for: 127\.0\.0\.1; its limits key on 127\.0\.0\.1/,
    );
    expect(output).toMatch(
      /ok {3}the chat function received cf-connecting-ip: \(none\), x-forwarded-for: 127\.0\.0\.1; its limits key on 127\.0\.0\.1/,
    );
    expect(output).toMatch(/Every check passed/);
    expect(mailbox.emails().map((email) => email.subject)).toEqual([
      expect.stringContaining('Deploy check'),
    ]);
    expect(await checkMessages()).toBe(0);
    // The check counts no visit.
    const { rows } = await backend.db.pg.query<{ count: number }>(
      'select count(*)::int as count from private.site_events',
    );
    expect(rows[0]!.count).toBe(0);
    // Nothing secret in what it prints.
    expect(output).not.toContain(backend.secretKey);
  }, 60_000);

  it('fails, saying why, when the owner’s email cannot be sent, and still removes its message', async () => {
    mailbox.failNext(500, 100);
    const io = recordingIo();
    expect(await runPostDeployCheck(inputs, io, AFTER_HOSTING, { pollMs: 100 })).toBe(false);
    expect(io.output()).toMatch(
      /FAIL a test message was stored in the Inbox and the owner's email is "failed": /,
    );
    expect(io.output()).toMatch(/1 check\(s\) failed/);
    expect(await checkMessages()).toBe(0);
  }, 60_000);

  it('fails on wrong keys, naming each request that was refused', async () => {
    const io = recordingIo();
    const wrong = {
      ...inputs,
      publishableKey: 'sb_publishable_not-this-projects_00000000',
      secretKey: 'sb_secret_not-this-projects_00000000',
    };
    expect(await runPostDeployCheck(wrong, io, AFTER_HOSTING, { pollMs: 100 })).toBe(false);
    expect(io.output()).toMatch(/FAIL a message sent with the publishable key was refused: 401/);
    expect(io.output()).toMatch(/FAIL the chat answered 401/);
    expect(io.output()).toMatch(/FAIL the database's probe answered 401/);
  }, 60_000);

  it('on a first deploy, names the static host as the next step when the site does not answer yet', async () => {
    const io = recordingIo();
    const unhosted = { ...inputs, siteUrl: 'http://127.0.0.1:9/' };
    const firstDeploy = { siteRequired: false, testEmail: true };
    expect(await runPostDeployCheck(unhosted, io, firstDeploy, { pollMs: 100 })).toBe(true);
    expect(io.output()).toMatch(
      /next the site does not answer \(.*\) at http:\/\/127\.0\.0\.1:9\/: not hosted yet\. Connect your static host .* then run npm run deploy -- --check/,
    );
    expect(io.output()).toMatch(/Nothing failed; 1 to see to above/);

    // After connecting the host, --check requires the site.
    const after = recordingIo();
    expect(await runPostDeployCheck(unhosted, after, AFTER_HOSTING, { pollMs: 100 })).toBe(false);
    expect(after.output()).toMatch(/FAIL the site does not answer/);
  }, 60_000);

  it('on a re-run, sends its test message as spam: stored and removed, and nobody is emailed', async () => {
    const io = recordingIo();
    const rerun = { siteRequired: false, testEmail: false };
    expect(await runPostDeployCheck(inputs, io, rerun, { pollMs: 100 })).toBe(true);
    expect(io.output()).toContain(
      'ok   a test message was stored in Spam, never emailed (a re-run sends no test email: npm run deploy -- --check sends one)',
    );
    expect(mailbox.emails()).toEqual([]);
    expect(await checkMessages()).toBe(0);
  }, 60_000);

  it('says the owner’s email is off as a warning, with what to do, when EMAIL_API_KEY is empty', async () => {
    const quiet = await startTestBackend({ notifyOwner: true, trustCallerForwardedFor: false });
    try {
      const io = recordingIo();
      const noEmail = {
        ...inputs,
        supabaseUrl: quiet.url,
        publishableKey: quiet.publishableKey,
        secretKey: quiet.secretKey,
        emailApiKey: undefined,
      };
      expect(await runPostDeployCheck(noEmail, io, AFTER_HOSTING, { pollMs: 100 })).toBe(true);
      expect(io.output()).toMatch(
        /warn a test message was stored in the Inbox; no email was sent, as EMAIL_API_KEY is empty\. .*set EMAIL_API_KEY .* and run npm run deploy again/,
      );
      expect(io.output()).toMatch(
        /warn the reply function answers, but your replies from \/admin are not emailed while EMAIL_API_KEY is empty/,
      );
    } finally {
      await quiet.close();
    }
  }, 60_000);

  it('says what the platform’s edge header would look like', () => {
    expect(
      describeAddress({
        cf_connecting_ip: '203.0.113.7',
        x_forwarded_for: '10.0.0.1, 172.16.0.9',
        client_address: '203.0.113.7',
      }),
    ).toBe(
      'received cf-connecting-ip: 203.0.113.7, x-forwarded-for: 10.0.0.1, 172.16.0.9; its limits key on 203.0.113.7',
    );
  });
});
