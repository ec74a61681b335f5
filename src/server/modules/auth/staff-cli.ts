import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, fullNameField, newPasswordField, STAFF_ROLES } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { createOrPromoteStaff } from './user-accounts';

export const STAFF_CREATE_USAGE = `Usage: npm run staff:create -- --email <email> [--role admin|super_admin] [--name "Full Name"] [--password <password>]

Creates a staff user (email verified) or gives an existing user the role. Without --password a new
user gets a generated password, printed once; they can change it on their profile page.
Stop a server using the embedded database (./data) first: only one process can open it.`;

const argsSchema = z.object({
  email: emailField,
  role: z.enum(STAFF_ROLES, { error: 'role must be admin or super_admin' }).default('admin'),
  name: fullNameField.optional(),
  password: newPasswordField.optional(),
});

/** The command's work, apart from opening the database: parse, create or promote, report. */
export async function runStaffCreate(
  argv: string[],
  database: () => Promise<Database>,
  print: (line: string) => void,
): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    print(`${(error as Error).message}\n\n${STAFF_CREATE_USAGE}`);
    return 2;
  }
  if (values.help) {
    print(STAFF_CREATE_USAGE);
    return 0;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    print(
      `${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n\n${STAFF_CREATE_USAGE}`,
    );
    return 2;
  }
  const { email, role, name, password } = parsed.data;
  const outcome = await createOrPromoteStaff(await database(), { email, role, fullName: name, password });
  if (outcome.action === 'promoted') {
    print(`${email} is now ${role} (was ${outcome.previousRole ?? 'a shopper'}).`);
  } else {
    print(`Created ${role} ${email}.`);
    if (outcome.generatedPassword) print(`Generated password (shown once): ${outcome.generatedPassword}`);
  }
  return 0;
}
