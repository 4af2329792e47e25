import { configureApi } from '@kyu/core/api';
import { $brandVariables, startBranding } from '@kyu/core/branding';
import { bindPageMeta } from '@kyu/core/page-meta';
import { followStudentTheme } from '@kyu/core/play';
import { startHistory } from '@kyu/core/router';
import { render } from 'preact';
import { App } from './app';
import { interceptLinks } from './links';
import './styles.css';

configureApi({ baseUrl: '/api/v1' });
startHistory(window);
void startBranding({ hostname: location.hostname });
bindPageMeta(document);
interceptLinks(document);

// The brand's colours and the student's theme as CSS variables on the root, for the portal and
// the widgets inside it; a signed-in student's theme comes with their play settings.
followStudentTheme();
$brandVariables.subscribe((variables) => {
  for (const [name, value] of Object.entries(variables)) {
    document.documentElement.style.setProperty(name, value);
  }
});

render(<App hostname={location.hostname} />, document.getElementById('app')!);
