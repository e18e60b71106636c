// Entry point of the reference installation (npm run reference -- ...): a faithful imitation of a Magento 2 /
// Adobe Commerce REST installation, the suite's embedded default target. See reference/README.md.

import { createReferenceApp } from './lib/app.ts';
import { USAGE, UsageError, parseCommand, type Command } from './lib/cli.ts';
import { formatFaultList } from './lib/faults.ts';
import { startReference } from './lib/server.ts';

function fail(message: string): never {
  process.stderr.write(`reference: ${message}\n`);
  process.exit(2);
}

async function tellConsumer(action: 'start' | 'stop', port: number): Promise<void> {
  const url = `http://127.0.0.1:${port}/__reference/consumer/${action}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(5000) });
  } catch (error) {
    fail(`no reference installation answers on port ${port} (${error instanceof Error ? error.message : String(error)})`);
  }
  const body = (await response.json().catch(() => null)) as { running?: boolean; message?: string } | null;
  if (!response.ok) fail(`consumer ${action} failed: ${body?.message ?? response.status}`);
  process.stdout.write(`consumer async.operations.all ${body?.running ? 'running' : 'stopped'}\n`);
}

async function serve(command: Extract<Command, { kind: 'serve' }>): Promise<void> {
  const running = await startReference(command.config, command.port);
  const { app } = running;
  const [admin, restricted] = app.accounts.admins;
  const [integration, limited] = app.accounts.integrations;
  const lines = [
    `base_url=${running.baseUrl}`,
    `submission_base_url=${running.submissionBaseUrl}`,
    `profile=${app.profile.edition} ${app.profile.release}`,
    `admin_username=${admin?.username ?? ''}`,
    `admin_password=${admin?.password ?? ''}`,
    `restricted_admin_username=${restricted?.username ?? ''}`,
    `restricted_admin_password=${restricted?.password ?? ''}`,
    `restricted_admin_resources=${Array.isArray(restricted?.resources) ? restricted.resources.join(',') : '*'}`,
    `customer_email=${app.accounts.customer.email}`,
    `customer_password=${app.accounts.customer.password}`,
    `integration_token=${integration?.accessToken ?? ''}`,
    `integration_consumer_key=${integration?.consumerKey ?? ''}`,
    `integration_consumer_secret=${integration?.consumerSecret ?? ''}`,
    `integration_access_token_secret=${integration?.accessTokenSecret ?? ''}`,
    `limited_integration_token=${limited?.accessToken ?? ''}`,
    `submission_app_id=${app.accounts.submission.appId}`,
    `submission_app_secret=${app.accounts.submission.appSecret}`,
    `submission_account_id=${app.accounts.submission.accountId}`,
  ];
  if (app.faults.size > 0) lines.push(`faults=${[...app.faults].join(',')}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  const shutdown = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof UsageError) fail(error.message);
    throw error;
  }
  switch (command.kind) {
    case 'help':
      process.stdout.write(`${USAGE}\n`);
      return;
    case 'consumer':
      return tellConsumer(command.action, command.port);
    case 'list-faults': {
      const app = await createReferenceApp({ ...command.config, faults: [] }).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
      process.stdout.write(`${formatFaultList(app.knownFaults)}\n`);
      app.asyncLayer.consumer.stop();
      return;
    }
    case 'serve':
      try {
        await serve(command);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
  }
}

await main();
