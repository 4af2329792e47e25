/** A person as the console names them: first name, then last name. */
export const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`;
