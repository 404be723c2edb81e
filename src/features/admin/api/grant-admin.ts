import type { GrantAdminResult } from '@/domain/shared/operator-contract';
import { call } from '@/lib/callable';

export function grantAdmin(email: string): Promise<GrantAdminResult> {
  return call('grantAdmin', { email });
}
