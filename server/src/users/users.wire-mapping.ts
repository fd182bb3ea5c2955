import type { z } from 'zod';
import type { profileSchema, UserDto } from '../../../src/contract/auth.contract';
import { wireInstant } from '../http/wire-values';
import type { ProfileRecord, UserRecord } from './users.repository';

type ProfileDto = z.infer<typeof profileSchema>;

/** spec 2 §3: userTypeName is the organisation's name, empty when it has none. */
export function userDtoOf(user: UserRecord): UserDto {
  return {
    _id: user.id,
    name: user.name,
    userName: user.userName,
    email: user.email,
    userType: user.userType,
    userTypeId: user.userTypeId,
    userTypeName: user.organisationName ?? '',
    roleId: user.roleId,
    role: user.roleId !== null && user.roleName !== null ? { _id: user.roleId, name: user.roleName } : null,
    status: user.status,
    createdDate: wireInstant(user.createdAt),
    secondFactor: user.secondFactor,
  };
}

export function profileDtoOf(profile: ProfileRecord): ProfileDto {
  return { _id: profile.id, name: profile.name, userName: profile.userName, email: profile.email };
}
