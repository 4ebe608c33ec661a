import { useSearchParams } from 'react-router-dom';
import { EmbeddedPage } from './EmbeddedPage';

/** '/iframeBox': the embedded page host outside the main frame (the whole window). */
export default function IframeBoxPage() {
  const [params] = useSearchParams();
  return (
    <div className="srm-iframe-box">
      <EmbeddedPage url={params.get('url')} />
    </div>
  );
}
