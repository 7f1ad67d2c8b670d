import SheetKit

/// The text `sheetkit-lab --help` prints.
package enum LabHelp {
    /// The help text; its LIMITS section is built from ``JSONTextLimits`` and
    /// ``ScenarioLimits``, so it cannot drift from them.
    package static var text: String { """
    sheetkit-lab: replays gesture scenarios through SheetKit's SheetEngine (the engine the
    UIKit layer uses) with scripted touch samples and display ticks, and draws what it does.
    Track scenarios replay an interactive transition (a navigation pop, a tab switch, a
    circular reveal's, a card zoom's or a centered card's dismissal) through the core value
    its UIKit adapter drives (InteractiveTrack, CardZoomDismissal, CenteredCardTransition),
    the same way.

    USAGE
      sheetkit-lab                          run every built-in scenario: print the summary
                                            table, write sheetkit-lab-output/index.html,
                                            one SVG chart per scenario and its screen
                                            animated (see ANIMATIONS)
      sheetkit-lab NAME|FILE.json ...       run the given scenarios (built-in names or files)
      sheetkit-lab --list                   list the built-in scenarios
      sheetkit-lab NAME --print-scenario    print a scenario in the file format (a start for
                                            your own files)
      sheetkit-lab --help                   this text

    OPTIONS
      --json             print the trace as JSON on stdout (an array for several scenarios)
                         instead of the table; writes no files unless --out is given
      --out DIR          write index.html, the charts and the animations into DIR
                         (default: sheetkit-lab-output)
      --frame-rate HZ    override every scenario's display refresh rate (1 to 1000)
      --drop-every N     drop every N-th display frame (N >= 2; 0 drops none)

    ANIMATIONS
      Beside each chart, index.html shows the scenario's screen moving, drawn frame for frame
      from the same trace: the container and its safe area, the presenting view, the
      dimming, the sheet with its corners and grabber, rows moving with the list's offset,
      the finger; for a track, its two screens. Animated SVG (SMIL, no script): open it in
      any browser. Each loops with a \(SMILFormat.number(AnimationTiming.endPause, digits: 2)) s pause.
        DIR/screens/NAME.svg        real time
        DIR/screens/slow/NAME.svg   \(SMILFormat.number(AnimationTiming.slowMotionFactor, digits: 2))x slower
      NAME is the chart's file name. Keyframes are the trace's frames, thinned: a frame is
      left out when the straight line between its neighbours kept passes within \(SMILFormat.number(AnimatedValue.lengthTolerance, digits: 2)) pt of
      it (1/255 for an alpha); frames at events are kept.

    TABLE COLUMNS
      settle ms    from the lift (or the release, or the start of an animated presentation)
                   to the first frame that shows the sheet at rest or dismissed (a track:
                   the frame the transition finished or cancelled on)
      jump px      over the first 3 ticks after the lift, the largest distance between the
                   sheet and the exact continuation of the lift state: the closed-form spring
                   started at the lift from the extent shown before it and the velocity the
                   engine reported handing over, toward the target it chose; pixels at 3x.
                   0 means nothing jumped. A track continues from its position and the
                   velocity it reported (the finger's along it, capped at 10000 pt/s),
                   toward its aim beyond the end it heads for, shown within 0...length.
      mismatch %   |sheet velocity - finger velocity| / |finger velocity| at the lift
                   (0 when the finger is still). A release inside a rubber band legitimately
                   differs (the sheet moved at the band's share of the finger's speed), and so
                   does a lift after the list took the finger's last motion (the sheet stays).

    SCENARIO FILE (JSON; lengths in points, times in seconds, velocities in points/second)
      {
        "name": "my-flick",                       required
        "description": "...",                     optional, shown with the chart
        "container": {"width": 390, "height": 844},                              required
        "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0},  optional, zeros
        "edge": "bottom|top|left|right|leading|trailing",                       required
        "layoutDirection": "leftToRight|rightToLeft",     optional, leftToRight
        "detents": [{"fraction": 0.5}, {"points": 320}, {"fitsContent": 420}],  required
        "initialDetent": 0,                       optional, 0; an index into the resolved
                                                  detents (sorted, deduplicated)
        "spring": {"response": 0.35, "dampingRatio": 0.86},  optional, the default spring
        "presentationSpring": {"response": 0.5, "dampingRatio": 0.6},  optional, = spring
        "allowsDismiss": true,                    optional, true (false = modal)
        "presentation": "resting|animated|edgePan",          optional, resting
        "frameRate": 120, "dropEvery": 0,         optional, 120 and 0
        "scroll": {"contentLength": 2400, "viewportLength": 600, "offset": 0},  optional
        "dragRegion": {"header": 60},             optional, none; or {"grabber": true},
                                                  {"anywhere": true}
        "catchOnTouchDown": false,                optional, false
        "gesture": [{"t": 0.0, "finger": 420, "across": 195},
                    {"t": 0.3, "finger": 300, "lift": true}],
        "release": {"t": 0.0, "extent": 300, "velocity": -1500},  instead of gesture
        "duration": 2.0                           optional, 2; seconds simulated after the
                                                  last input if the sheet is still moving
      }
      Unknown fields are errors. fitsContent's number is the content's fitting length.

    TRACK SCENARIO FILE (a "track" object instead of the sheet's fields)
      {
        "name": "my-pop", "description": "...",  as above
        "container": {"width": 390, "height": 844},   required
        "layoutDirection": "leftToRight|rightToLeft",     optional, leftToRight
        "track": {"transition": "navigationPop",          required
                  "style": "parallaxSlide|shrinkSlide|fadeThrough|edgeCover"},
                 or {"transition": "tabSwitch", "direction": "forward|backward"},
                 or {"transition": "circularReveal", "center": {"x": 340, "y": 780}},
                 or {"transition": "cardZoom",
                     "card": {"x": 20, "y": 140, "width": 350, "height": 420}},
                 or {"transition": "centeredCard", "content": {"width": 300, "height": 360}},
        "spring": {"response": 0.35, "dampingRatio": 1},  optional, the style's spring
        "frameRate": 120, "dropEvery": 0,         optional, 120 and 0
        "gesture": [{"t": 0.0, "finger": 8}, {"t": 0.1, "finger": 106, "lift": true}],
        "release": {"t": 0.0, "position": 100, "velocity": 900},  instead of gesture
        "duration": 2.0                           optional, 2
      }
      The sheet's fields (safeArea, edge, detents, initialDetent, presentationSpring,
      allowsDismiss, presentation, scroll) are errors here, and so is a track field of
      another transition. finger is the touch's coordinate in container coordinates; its
      motion maps to the track as the UIKit layer maps a pan. The first touch begins the
      transition from its start; a touch while it settles catches it; a touch after it
      finished or cancelled begins it again. release.position is the position along the
      track (0 to the track's length) and velocity is along the track, positive toward its
      end.
      navigationPop   finger is x; the track is the container's width and advances toward
                      the trailing side (leftward in right-to-left layouts). style defaults
                      to parallaxSlide.
      tabSwitch       finger is x; the track is the container's width and advances away from
                      the side the new tab comes from.
      circularReveal  the dismissal of a screen revealed from center (the button it grew
                      from): finger is y; the track is the covering radius from center, and
                      a vertical motion counts by its projection on the line toward center.
      cardZoom        the pull-down close of a full-screen detail zoomed from card (its frame
                      before the zoom): finger is y, across is the touch's x. The pull begins
                      after the direction lock (\(format(CardZoomStyle.DragLock.defaultSlop)) pt); the position is the pull (the
                      style's \(format(CardZoomStyle.defaultPullLength)) pt pull track), then, once the detail closes, the pull
                      plus the close's travel. progress is the close's. A release is a
                      touch, the lock's slop and a pull to release.position.
      centeredCard    the drag-out of a centered card presented at rest, whose content is
                      content (0 sizes the card to the available area): finger is y; the
                      track is the drop that takes the card's top edge to the container's
                      bottom; dimming is the card's.
      center and card's x and y lie within +-\(format(ScenarioLimits.maximumLength)) points; sizes from 0 to \(format(ScenarioLimits.maximumLength)).

      presentation  resting: the sheet is already at initialDetent when the first input
                    comes. animated: it is presented with an animation at t = 0 on the
                    presentation spring (then "gesture" and "release" are optional).
                    edgePan: it starts hidden and the first touch presents it
                    interactively, as a drawer's screen-edge pan does.
      gesture       touch samples in time order. finger is the touch position along the
                    sheet's axis in container coordinates: y for top and bottom sheets, x
                    for drawers. The first sample puts the finger down; "lift": true lifts
                    it at that sample. Several touches: the sample after a lift starts a new
                    touch and must say "down": true (e.g. a grab while the sheet settles).
                    A touch the engine does not take (on a dismissed sheet, or during a
                    programmatic dismissal) is drawn faded. The lift's velocity is the
                    least-squares fit over the touch's last 50 ms of samples.
      release       starts the engine settling from that extent and extent velocity
                    (positive = expanding), as if a finger had just lifted there.
      scroll        a list inside the sheet; its offset follows the engine's scroll pin
                    (the lab does not simulate the list's own deceleration).
      across        where a touch goes down across the sheet's axis, in container
                    coordinates (x for top and bottom sheets, y for drawers); optional, the
                    container's middle. Only a touch's first sample counts.
      dragRegion    where on the sheet a drag may begin (SheetDragBehavior.region): the
                    grabber's hit rectangle, a band of that many points at the sheet's inner
                    edge, or anywhere on its content. A touch that goes down outside it (its
                    first sample's finger and across, on the sheet's content at the moment
                    the drag would begin) does not move the sheet and is drawn faded. Left
                    out, every touch on a sheet that accepts a drag engages.
      catchOnTouchDown  touches go down as on a device: a touch's first sample is a
                    touch-down that catches a moving sheet where it is (event interrupted);
                    the drag begins on the first sample where the finger moved (the motion up
                    to it is the pan's slop and does not move the sheet); a touch that lifts
                    without dragging lets the sheet go on toward its target from rest. A
                    sample that only goes down and lifts ("down" and "lift" on one sample, or
                    samples that never move) is a tap. Left out (false), the drag begins on a
                    touch's first sample.

    TRACE (--json)
      {"scenario": "...",
       "frames": [{"t": 0.0083, "extent": 0, "velocity": 0, "progress": 0, "dimming": 0,
                   "scrollOffset": 0, "phase": "dragging|settling|idle|dismissed"}],
       "events": [{"t": 0.41, "type": "detentChanged", "detent": 1}],
       "outcome": {"phase": "idle", "detent": 1, "extent": 760.0},
       "settleTime": 0.42, "releaseJump": 0.0, "velocityMismatch": 0.0}
      One frame per display tick after the first input, t in seconds from the first input.
      The display refreshes on its own grid (frame n is shown at n / frameRate seconds on
      the scenario's clock); a sample reaches the engine before a tick when it happened by
      the tick's callback, one frame interval before the frame is shown. Event types: interrupted,
      willDismiss, didAttemptToDismiss, dismissalCancelled, settled, detentChanged,
      dismissed. detent is an index into the resolved detents (null once dismissed);
      scrollOffset is 0 without a list; settleTime is in seconds (null if the sheet was
      still moving), releaseJump in pixels at 3x, velocityMismatch a fraction (0.25 = 25 %).
      A track scenario's trace has the same fields: extent is the position along the
      track, progress the transition's (a track's: the position / length), dimming the
      style's (a pop's and a tab switch's: the larger of the two screens'; a reveal's and
      a card zoom's: 0; a centered card's: the dimming behind it), scrollOffset 0; phase
      is dragging, settling, idle, finished or cancelled; event types are began,
      interrupted, finished and cancelled; the outcome's detent is null.
      phase "settling" includes animated presentations and dismissals; a sheet hidden
      without ever resting (a cancelled edge-pan presentation) is "dismissed".
      releaseJump compares the frames with the lab's own continuation of the state at the
      lift (extent on screen, handed velocity times the rubber band's slope);
      velocityMismatch compares the sheet's velocity with the finger's speed over its last
      sample period. A scripted release reports the events of the drag that would have
      brought the sheet there (willDismiss below the smallest detent, for one).
      The run ends on the first frame after the last input that shows the sheet at rest
      or dismissed, or duration seconds after the last input.

    LIMITS (a file or value beyond them is an error naming the field: exit status 2)
      file       at most \(JSONTextLimits.maximumBytesDescription); the lab reads no more than
                 one byte beyond that. UTF-8 only (the first invalid byte is named by its
                 line and column); a leading byte order mark is ignored.
      JSON       RFC 8259, read with Foundation's JSONDecoder; nested at most \(JSONTextLimits.maximumDepth) levels
                 deep; a key twice in one object is an error; a number beyond +-1.8e308,
                 or too close to 0 for a double (below about 2.5e-324), is an error. A
                 \\u escape of a lone UTF-16 surrogate reads as U+FFFD (the replacement
                 character) and the text after it is kept: "\\ud800\\u0041" reads as
                 U+FFFD followed by "A". Decoding work at most \(JSONTextLimits.maximumDecodingWork) units (about
                 2 s): each value \(JSONTextLimits.DecodingWork.value), each object \(JSONTextLimits.DecodingWork.object) more and each key \(JSONTextLimits.DecodingWork.key) (\(JSONTextLimits.DecodingWork.key + JSONTextLimits.DecodingWork.escapedKey)
                 with escapes), plus \(JSONTextLimits.DecodingWork.guess) times its depth (the root is 1) once for
                 an object, twice for a boolean, three times for an array and four
                 times for a string value (a scenario of \(ScenarioLimits.maximumSamples) samples needs about
                 10 million).
      values     name at most \(ScenarioLimits.maximumNameLength) characters; description at most \(ScenarioLimits.maximumDescriptionLength);
                 container, insets, detents, list viewport: at most \(format(ScenarioLimits.maximumLength)) points
                 (list content length and offset: \(format(10 * ScenarioLimits.maximumLength)));
                 sample and release times 0 to \(format(ScenarioLimits.maximumTime)) s; duration 0 to \(format(ScenarioLimits.maximumDuration)) s;
                 a track release's position 0 to the track's length;
                 frameRate \(format(ScenarioLimits.frameRates.lowerBound)) to \(format(ScenarioLimits.frameRates.upperBound)); dropEvery 0 or 2 to \(ScenarioLimits.maximumDropEvery);
                 release velocity within +-\(format(ScenarioLimits.maximumVelocity)) points/s; at most \(ScenarioLimits.maximumDetents) detents
                 and \(ScenarioLimits.maximumSamples) samples; spring response \(format(MotionSpring.minimumResponse)) to \(format(MotionSpring.maximumResponse)) s,
                 dampingRatio \(format(MotionSpring.minimumDampingRatio)) to \(format(MotionSpring.maximumDampingRatio)).
      frames     (last input time - first input time + duration) x frameRate: at most
                 \(ScenarioLimits.maximumFrames) display frames per scenario.
      Messages quote at most \(TextExcerpt.maximumCharacters) characters of the file's text (longer text ends
      with an ellipsis), control characters escaped.

    EXIT STATUS
      0 success; 1 an output file, or standard output, could not be written; 2 an invalid scenario file
      (the message names the field), an unknown scenario or a bad command line.
    """
}
}
