/** Teaching (issue 13): who manages the school's classes and people, and where that opens. */
export { canManage, MANAGE_LANDING } from './model';
