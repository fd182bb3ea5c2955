import type { NewUser, OwnProfile, PortalUser, UserDetails } from '../../application/users/users.port';
import type { UserDto } from '../../contract/auth.contract';
import type { CallBody } from '../../contract/call-definition';
import type { addUser, editUser } from '../../contract/users.contract';

/** Wire names (userTypeId, role, createdDate) become the port's words once, here (docs/style.md §3). */
export function userOf(dto: UserDto): PortalUser {
  return {
    id: dto._id,
    name: dto.name,
    userName: dto.userName,
    email: dto.email,
    userType: dto.userType,
    organisationId: dto.userTypeId,
    organisationName: dto.userTypeName,
    role: dto.role ? { id: dto.role._id, name: dto.role.name } : null,
    status: dto.status,
    createdAt: dto.createdDate,
    secondFactor: dto.secondFactor,
  };
}

export function profileOf(dto: { _id: string; name: string; userName: string; email: string }): OwnProfile {
  return { id: dto._id, name: dto.name, userName: dto.userName, email: dto.email };
}

/** spec 2 §4: the chosen role object is sent with the user; user type and sub-type only when placed. */
export function userDetailsBody(details: UserDetails): CallBody<typeof editUser> {
  const { placement } = details;
  return {
    name: details.name,
    userName: details.userName,
    role: { _id: details.role.id, name: details.role.name },
    ...(placement ? { userType: placement.userType } : {}),
    ...(placement?.organisationId !== undefined ? { userTypeId: placement.organisationId } : {}),
  };
}

export function newUserBody(user: NewUser): CallBody<typeof addUser> {
  return { ...userDetailsBody(user), password: user.password, email: user.email };
}
