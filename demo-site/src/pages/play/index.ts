// The sticker book and profile (issue 12), loaded together: a student moves between them.
import '../forms.css';
import './play.css';

export { StickerBookPage } from './sticker-book-page';
export { StudentProfilePage } from './profile-page';
