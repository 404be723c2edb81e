import type { GrantAdminResult } from '@/domain';
import { call } from '@/lib/callable';

export function grantAdmin(email: string): Promise<GrantAdminResult> {
  return call('grantAdmin', { email });
}
