import { useId, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { FilesTabQuery } from '../../../__generated__/FilesTabQuery.graphql';
import { materialKindLabel, timeSince } from '../format';
import { FILE_ICON_TEXT, fileIcon, matchesFileSearch } from './file-icons';
import { FILE_DETAILS_FAILED, TabLoader } from './TabLoader';

const query = graphql`
  query FilesTabQuery($id: ID!) {
    node(id: $id) {
      ... on AudienceLearner {
        files {
          id
          fileName
          fileType
          materialKind
          materialName
          updatedAt
          downloadUrl
        }
      }
    }
  }
`;

/**
 * Files (audience.md §2): "Files Uploaded", a "Search File" box, and each file with its type icon,
 * material, time since it changed and a download link. Always asked anew: the download addresses
 * are valid for 10 minutes.
 */
export function FilesTab({ id }: { id: string }) {
  return (
    <TabLoader<FilesTabQuery> query={query} id={id} failMessage={FILE_DETAILS_FAILED} fetchPolicy="network-only">
      {(ref) => <Files queryRef={ref} />}
    </TabLoader>
  );
}

function Files({ queryRef }: { queryRef: PreloadedQuery<FilesTabQuery> }) {
  const files = usePreloadedQuery<FilesTabQuery>(query, queryRef).node?.files ?? [];
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = files.filter((f) => matchesFileSearch(f.fileName, search));
  return (
    <div className="learner-files">
      <div className="learner-files__head">
        <h3 className="learner-tab__title">Files Uploaded</h3>
        <label htmlFor={searchId} className="visually-hidden">
          Search File
        </label>
        <input
          id={searchId}
          type="search"
          className="ui-input learner-files__search"
          placeholder="Search File"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="learner-tab__empty">No File Found.</p>
      ) : (
        <ul className="learner-files__list">
          {shown.map((file) => {
            const icon = fileIcon(file.fileType);
            const label = materialKindLabel(file.materialKind);
            return (
              <li key={file.id} className="learner-file">
                <span className={`file-icon file-icon--${icon}`} aria-hidden="true">
                  {FILE_ICON_TEXT[icon]}
                </span>
                <div className="learner-file__body">
                  <p className="learner-file__name">{file.fileName}</p>
                  <p className="learner-file__meta">
                    {label && <span className="learner-file__kind">{label}</span>} {file.materialName} ·{' '}
                    <time dateTime={file.updatedAt}>{timeSince(file.updatedAt)}</time>
                  </p>
                </div>
                <a className="ui-button ui-button--secondary ui-button--sm" href={file.downloadUrl} download={file.fileName}>
                  Download<span className="visually-hidden"> {file.fileName}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
