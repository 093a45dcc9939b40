import { createContext, useContext } from 'react';

/**
 * The company whose public reads a path view outside the staff app uses (its share address, the
 * hub): elements that load other materials (Walkthroughs) then ask as a visitor or learner would.
 * Null on staff pages, which read through the staff graph.
 */
export const PublicCompanyContext = createContext<string | null>(null);

export const usePublicCompany = () => useContext(PublicCompanyContext);
