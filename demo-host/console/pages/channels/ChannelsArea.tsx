// The channels' pages, loaded with the first visit of an owner or an admin: the list (with the
// first channel's walk-through) and one channel's editor.
import { Route, Switch } from 'wouter';
import { SECTIONS } from '../../sections';
import { ChannelEditor } from './ChannelEditor';
import { ChannelsPage } from './ChannelsPage';

export default function ChannelsArea() {
  return (
    <Switch>
      <Route path={SECTIONS.channels} component={ChannelsPage} />
      <Route path={`${SECTIONS.channels}/:channelId/:tab?`}>
        {(params) => <ChannelEditor channelId={params.channelId} tab={params.tab} />}
      </Route>
    </Switch>
  );
}
