import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Start-up failures a newcomer can hit must end in one readable line, not a stack trace. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, lines: result.stderr.trim().split('\n').filter(Boolean) };
}

describe('starting the shop', () => {
  it('stops with one line when DATABASE_URL points at nothing', () => {
    const { code, lines } = start({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot start the shop: Cannot connect to PostgreSQL at postgres:\/\/\*\*\*@127\.0\.0\.1:1\/none/,
    );
    expect(lines[0]).not.toContain('secret');
  });

  it('stops with one line when DATABASE_URL is not a PostgreSQL URL', () => {
    const { code, lines } = start({ DATABASE_URL: 'mysql://localhost/shop' });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'Cannot start the shop: Invalid configuration: DATABASE_URL: DATABASE_URL must start with postgres://',
    ]);
  });

  it('stops with one line when DATA_DIR cannot be written', () => {
    const { code, lines } = start({ DATA_DIR: '/etc/hostname/shop-data' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATA_DIR /etc/hostname/shop-data is not writable');
  });
});
