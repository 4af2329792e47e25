/** The signed-in user a request acts as. */
export interface Principal {
  sessionId: number;
  userId: number;
  userRoleId: number;
  teacherRoleId: number | null;
  schoolId: number | null;
}
